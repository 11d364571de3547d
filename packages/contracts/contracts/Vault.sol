// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @title Vault
/// @notice Custody address for deposits (plain ERC-20 transfers in) and the withdrawal vault:
///         users redeem EIP-712 vouchers signed off chain by the withdrawal signer.
/// @dev Anyone may submit a voucher (e.g. a relayer), but funds always go to `v.user`, so a
///      leaked voucher can only pay its rightful owner. Nonces are per user and single use.
contract Vault is EIP712, Ownable {
    using SafeERC20 for IERC20;

    struct Voucher {
        address user;
        address token;
        uint256 amount;
        uint256 nonce;
        uint256 deadline;
    }

    bytes32 public constant VOUCHER_TYPEHASH =
        keccak256("Voucher(address user,address token,uint256 amount,uint256 nonce,uint256 deadline)");

    /// @notice Address whose signatures authorise withdrawals.
    address public signer;

    mapping(address user => mapping(uint256 nonce => bool)) private _usedNonce;

    event Claimed(address indexed user, address indexed token, uint256 amount, uint256 indexed nonce);
    event SignerChanged(address indexed previousSigner, address indexed newSigner);

    error VoucherExpired(uint256 deadline, uint256 nowTs);
    error NonceUsed(address user, uint256 nonce);
    error BadSignature();
    error ZeroAddress();

    constructor(address signer_, address owner_) EIP712("XBond Vault", "1") Ownable(owner_) {
        if (signer_ == address(0)) revert ZeroAddress();
        signer = signer_;
        emit SignerChanged(address(0), signer_);
    }

    /// @notice Redeem a withdrawal voucher; pays `v.amount` of `v.token` to `v.user`.
    function claim(Voucher calldata v, bytes calldata signature) external {
        if (block.timestamp > v.deadline) revert VoucherExpired(v.deadline, block.timestamp);
        if (_usedNonce[v.user][v.nonce]) revert NonceUsed(v.user, v.nonce);

        bytes32 structHash =
            keccak256(abi.encode(VOUCHER_TYPEHASH, v.user, v.token, v.amount, v.nonce, v.deadline));
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(_hashTypedDataV4(structHash), signature);
        if (err != ECDSA.RecoverError.NoError || recovered != signer) revert BadSignature();

        // Effects before the external call (checks-effects-interactions).
        _usedNonce[v.user][v.nonce] = true;
        emit Claimed(v.user, v.token, v.amount, v.nonce);
        IERC20(v.token).safeTransfer(v.user, v.amount);
    }

    function isNonceUsed(address user, uint256 nonce) external view returns (bool) {
        return _usedNonce[user][nonce];
    }

    /// @notice Rotate the withdrawal signer; outstanding vouchers of the old signer stop working.
    function setSigner(address newSigner) external onlyOwner {
        if (newSigner == address(0)) revert ZeroAddress();
        emit SignerChanged(signer, newSigner);
        signer = newSigner;
    }

    /// @notice The EIP-712 domain separator, for off-chain tooling and tests.
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }
}
